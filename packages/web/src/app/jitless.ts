// The app runs under a content security policy without 'unsafe-eval' (the server's
// security-headers.ts). Zod (which the engine's record and scenario parsers use) compiles its
// object parsers with `new Function` where it may, and finds out by trying: the browser reports
// the attempt as a violation even though zod catches it. Told to interpret, it never tries.
import { config } from "zod";

config({ jitless: true });
