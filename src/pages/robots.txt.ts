import type { APIRoute } from "astro";

/** /robots.txt: everything may be crawled except the admin panel; the sitemap's full address. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap.xml", site ?? "https://society.example.org").href;
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${sitemap}`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
};
