// The first stage of the app's start (docs/decisions/176): React and its DOM renderer, a chunk of
// their own evaluated in a task of its own. Their CommonJS bodies run where a module first takes
// from them, which is here.
export { createRoot } from "react-dom/client";
export { StrictMode, startTransition } from "react";
