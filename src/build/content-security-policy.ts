import type { AstroUserConfig } from "astro";
import { inlineScriptHashes } from "./inline-scripts";

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

/**
 * The Content-Security-Policy of every built page, written by Astro into a <meta> element at the
 * end of each page's <head>. Scripts run only from the site's own files or when their exact text is
 * one Astro bundled itself (its inlined modules and the islands' loader) or one of the inline
 * scripts in inline-scripts.ts: hashes of the sources, never of the built HTML, so a script that
 * content smuggled into a page is never allowed. A <meta> policy cannot carry frame-ancestors:
 * netlify.toml sends that as a header.
 */
export const contentSecurityPolicy: CspConfig = {
  algorithm: "SHA-256",
  directives: [
    "default-src 'self'",
    // Council photos and book covers may be links the administrator pasted.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ],
  scriptDirective: { resources: ["'self'"], hashes: inlineScriptHashes() },
  // Styles may be inline (style attributes, small inlined stylesheets): styles cannot run code.
  // With 'unsafe-inline' listed Astro leaves out its style hashes, which would make browsers ignore it.
  styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
};
