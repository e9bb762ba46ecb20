import type { Page } from "@playwright/test";

/**
 * How a page shows that stored script ran or could run. installWatchers and scanDocument run inside
 * the page (page.addInitScript, page.evaluate), so they use nothing from outside their own bodies.
 */

/** Before any page script: a trap for window.__xss and a log of what the CSP blocked. */
export function installWatchers() {
  const hits: string[] = [];
  const violations: string[] = [];
  Object.defineProperty(window, "__xss", {
    configurable: false,
    get: () => (hits.length > 0 ? hits.length : undefined),
    set: (value: unknown) => {
      hits.push(String(value));
    },
  });
  Object.defineProperty(window, "__xssProbe", { value: { hits, violations } });
  document.addEventListener(
    "securitypolicyviolation",
    (event) => {
      const own = event.sourceFile.startsWith(`${location.origin}/`);
      const from = own ? event.sourceFile.slice(location.origin.length) : event.sourceFile || "the page";
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} from ${from}: ${event.sample}`,
      );
    },
    true,
  );
}

export interface Scan {
  /** window.__xss as the page sees it, and every value a script assigned to it. */
  xss: unknown;
  hits: string[] | null;
  violations: string[] | null;
  /** Markup that could run: on* attributes, script URLs, frames, scripts mentioning the payload. */
  markup: string[];
  /** The document's text nodes (not script, style, noscript or template). */
  text: string;
}

export function scanDocument(): Scan {
  const markup: string[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0] ?? ""}` : ""}>`;
  const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background"]);
  const scriptUrl = (value: string) => {
    // What a browser ignores in a URL's scheme: spaces and controls around it, tabs and newlines in it.
    let squeezed = "";
    for (let index = 0; index < value.length; index++) {
      const code = value.charCodeAt(index);
      if (code > 0x20 && code !== 0x7f) squeezed += value.charAt(index).toLowerCase();
    }
    return /^(javascript|vbscript):/.test(squeezed) || squeezed.startsWith("data:text/html");
  };
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.slice(0, 80);
      if (name.startsWith("on")) markup.push(`${describe(element)} has ${name}="${value}"`);
      if (name === "srcdoc") markup.push(`${describe(element)} has srcdoc="${value}"`);
      if (urlAttributes.has(name) && scriptUrl(attribute.value))
        markup.push(`${describe(element)} has ${name}="${value}"`);
      if (element.tagName === "META" && name === "content" && /url\s*=\s*['"]?\s*(javascript|data):/i.test(value))
        markup.push(`${describe(element)} refreshes to "${value}"`);
    }
    if (["IFRAME", "FRAME", "OBJECT", "EMBED"].includes(element.tagName)) markup.push(`${describe(element)} exists`);
  }
  for (const script of document.querySelectorAll("script")) {
    // A JSON-LD block is data, never run: it may quote a payload as long as it stays one whole JSON
    // value (text that ended it early would leave broken JSON, and markup after it).
    if (script.type === "application/ld+json") {
      try {
        JSON.parse(script.text);
      } catch {
        markup.push(`<script type="application/ld+json"> is not whole JSON: "${script.text.slice(0, 80)}"`);
      }
      continue;
    }
    if (/__xss|alert\(1\)/.test(script.text)) markup.push(`<script> contains "${script.text.slice(0, 80)}"`);
  }
  let text = "";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("script, style, noscript, template")
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.nodeValue ?? "";
  const globals = window as unknown as Record<string, unknown>;
  const probe = globals.__xssProbe as { hits: string[]; violations: string[] } | undefined;
  return { xss: globals.__xss, hits: probe?.hits ?? null, violations: probe?.violations ?? null, markup, text };
}

/** Every way the page shows that stored script ran or could run, as "where: what" lines. */
export function problemsOf(where: string, scan: Scan, dialogs: string[]): string[] {
  const problems = scan.markup.map((line) => `${where}: ${line}`);
  if (scan.hits === null || scan.violations === null) problems.push(`${where}: the watchers were not installed`);
  if (scan.xss !== undefined || (scan.hits?.length ?? 0) > 0)
    problems.push(`${where}: window.__xss was set (${JSON.stringify(scan.hits)})`);
  for (const violation of scan.violations ?? []) problems.push(`${where}: CSP violation: ${violation}`);
  for (const dialog of dialogs.splice(0)) problems.push(`${where}: a dialog opened: ${dialog}`);
  return problems;
}

/** Records (and closes) every dialog the page opens; the list is emptied by problemsOf. */
export function trackDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.accept().catch(() => undefined);
  });
  return dialogs;
}
