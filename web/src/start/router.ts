// The second stage of the app's start (docs/decisions/176): the router's library, a chunk of its own
// evaluated in a task after React's.
export { RouterProvider, createRouter } from "@tanstack/react-router";
