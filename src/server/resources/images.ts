import * as z from "zod";
import { UPLOADED_IMAGE_FIELD, UPLOADED_IMAGE_MESSAGES } from "../../domain/uploaded-image";
import { FILE_LIMITS, storeUpload } from "../content/files";
import { HttpError } from "../http/errors";
import { resource, route } from "../api/handler";

/**
 * POST /api/images: a picture for a document that keeps it by its address (the society's logo in
 * the site details, a section's picture in a page's text). The picture is checked by its bytes and
 * the image limit as every upload is, stored as its own file, and its address answered; the
 * document's own save then takes the address (`uploadedImageUrl`, src/domain/uploaded-image.ts), so
 * nothing changes on the site until then.
 */

const MAX_NAME_LENGTH = 120;

const upload = route({
  admin: "content",
  // The form carries only the file; its text fields, if any, are ignored.
  body: z.object({}, { error: UPLOADED_IMAGE_MESSAGES.notAForm }),
  files: { [UPLOADED_IMAGE_FIELD]: FILE_LIMITS.image },
  status: 201,
  async handle({ files }) {
    const image = files[UPLOADED_IMAGE_FIELD];
    if (!image) {
      throw new HttpError(400, UPLOADED_IMAGE_MESSAGES.missing, {
        issues: [{ field: UPLOADED_IMAGE_FIELD, message: UPLOADED_IMAGE_MESSAGES.missing }],
      });
    }
    // Named after the uploaded file (cut short: the store's metadata is small); a picture is never
    // downloaded under its name.
    return { url: await storeUpload(image, "image", image.filename.slice(0, MAX_NAME_LENGTH)) };
  },
});

/** POST /api/images. */
export const imagesHandler = resource({ POST: upload });
