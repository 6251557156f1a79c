import { createFileRoute } from "@tanstack/react-router";
import { LogMealPage } from "../../features/log-meal/LogMealPage.tsx";

export const Route = createFileRoute("/_private/log-meal")({ component: LogMealPage });
