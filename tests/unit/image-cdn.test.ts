import { describe, expect, it } from "vitest";
import { candidateWidths, imageCdnUrl, isUploadedPhoto, responsivePhoto } from "../../src/domain/image-cdn";

const FILE = "/api/files/0123456789abcdef01234567";

const paramsOf = (url: string) => {
  const [path, query] = url.split("?");
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
};

describe("Image CDN URLs", () => {
  it("asks /.netlify/images for the uploaded file, cropped to the size in the format", () => {
    const { path, params } = paramsOf(imageCdnUrl(FILE, { width: 256, height: 341.4, format: "avif" }));
    expect(path).toBe("/.netlify/images");
    expect(params).toEqual({ url: FILE, w: "256", h: "341", fit: "cover", fm: "avif", q: "50" });
    expect(imageCdnUrl(FILE, { width: 10, height: 10, format: "jpg" })).toMatch(
      /^\/\.netlify\/images\?url=\/api\/files\/[a-f0-9]{24}&w=10&/,
    );
  });

  it("treats only our own uploads as photos to resize", () => {
    expect(isUploadedPhoto(FILE)).toBe(true);
    expect(isUploadedPhoto("https://example.org/photo.jpg")).toBe(false);
    expect(isUploadedPhoto("/api/files/../admin")).toBe(false);
    expect(responsivePhoto("https://example.org/photo.jpg", { width: 128, height: 128 })).toBeUndefined();
  });
});

describe("a photo's <picture>", () => {
  it("offers a fixed slot in AVIF, WebP and JPEG at 1x and 2x", () => {
    const photo = responsivePhoto(FILE, { width: 128, height: 128 });
    expect(photo?.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    const [avif] = photo?.sources ?? [];
    const candidates = avif?.srcset.split(", ").map((candidate) => candidate.split(" ")) ?? [];
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(["1x", "2x"]);
    expect(candidates.map(([url]) => paramsOf(url ?? "").params.w)).toEqual(["128", "256"]);
    expect(candidates.map(([url]) => paramsOf(url ?? "").params.h)).toEqual(["128", "256"]);
    expect(avif?.sizes).toBeUndefined();
    expect(photo?.img).toMatchObject({ width: 128, height: 128 });
    expect(paramsOf(photo?.img.src ?? "").params).toMatchObject({ w: "128", h: "128", fm: "jpg" });
    expect(photo?.img.srcset).toContain("fm=jpg");
  });

  it("offers a fluid slot at each width and its double, with sizes, keeping the slot's shape", () => {
    const photo = responsivePhoto(FILE, {
      width: 240,
      height: 320,
      fluid: { widths: [150, 240], sizes: "(max-width: 40rem) 50vw, 15rem" },
    });
    const webp = photo?.sources[1];
    expect(webp?.sizes).toBe("(max-width: 40rem) 50vw, 15rem");
    expect(photo?.img.sizes).toBe("(max-width: 40rem) 50vw, 15rem");
    const candidates = webp?.srcset.split(", ").map((candidate) => candidate.split(" ")) ?? [];
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(["150w", "240w", "300w", "480w"]);
    expect(candidates.map(([url]) => paramsOf(url ?? "").params.h)).toEqual(["200", "320", "400", "640"]);
  });

  it("keeps a logo whole inside its slot (fit=contain) at 1x and 2x, in every format", () => {
    const logo = responsivePhoto(FILE, { width: 56, height: 56, fit: "contain" });
    const urls = [
      ...(logo?.sources ?? []).flatMap((source) =>
        source.srcset.split(", ").map((candidate) => candidate.split(" ")[0]),
      ),
      ...(logo?.img.srcset.split(", ").map((candidate) => candidate.split(" ")[0]) ?? []),
      logo?.img.src,
    ];
    expect(urls).toHaveLength(7);
    for (const url of urls) expect(paramsOf(url ?? "").params.fit).toBe("contain");
    expect(logo?.img).toMatchObject({ width: 56, height: 56 });
    expect(logo?.img.srcset.split(", ").map((candidate) => paramsOf(candidate.split(" ")[0] ?? "").params.w)).toEqual([
      "56",
      "112",
    ]);
    // Without `fit`, a photo is cropped as before.
    expect(paramsOf(responsivePhoto(FILE, { width: 56, height: 56 })?.img.src ?? "").params.fit).toBe("cover");
    expect(paramsOf(imageCdnUrl(FILE, { width: 56, height: 56, format: "webp", fit: "contain" })).params).toEqual({
      url: FILE,
      w: "56",
      h: "56",
      fit: "contain",
      fm: "webp",
      q: "60",
    });
  });

  it("lists each candidate width once, smallest first", () => {
    expect(candidateWidths([200, 100, 400])).toEqual([100, 200, 400, 800]);
  });
});
