// The Content-Security-Policy allows no eval: zod must not compile its parsers with new Function,
// nor probe whether it may (the probe alone reports a violation). The page sets the same switch in
// index.html's start-up script before any module loads; the service worker, one bundle, imports this first.
import { z } from "zod/mini";

z.config({ jitless: true });
