// The site's own island directive (astro.config.mjs, src/build/client-interact.ts).
declare module "astro" {
  interface AstroClientDirectives {
    "client:interact"?: boolean;
  }
}

export {};
