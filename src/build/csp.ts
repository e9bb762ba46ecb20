import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of the built site. Scripts run only from the site's own files or
 * when their exact text is one of the inline scripts Astro wrote into the built pages (by
 * SHA-256 hash), so a script smuggled into content never runs. Styles may be inline: the pages
 * carry small inlined stylesheets, and styles cannot run code.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The text of every inline script that a browser would execute (not JSON data, not src=). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && !type.includes("javascript")) continue;
    scripts.push(body);
  }
  return scripts;
}

export const scriptHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The policy for every page, allowing exactly the given inline scripts. */
export function contentSecurityPolicy(scripts: Iterable<string>): string {
  const hashes = [...new Set([...scripts].map(scriptHash))].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Council photos and book covers may be links the administrator pasted.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Netlify's `_headers` file for the built site: the policy on every page, and no CDN or browser
 * caching of the admin panel (it must always come fresh after a deploy).
 */
export function headersFile(policy: string): string {
  return [
    "/*",
    `  Content-Security-Policy: ${policy}`,
    "/admin",
    "  Cache-Control: no-store",
    "  Netlify-CDN-Cache-Control: no-store",
    "/admin/*",
    "  Cache-Control: no-store",
    "  Netlify-CDN-Cache-Control: no-store",
    "",
  ].join("\n");
}
