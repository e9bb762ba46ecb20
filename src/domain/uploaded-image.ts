import * as z from "zod";
import { isUploadedPhoto } from "./image-cdn";

/**
 * A picture uploaded through POST /api/images (src/server/resources/images.ts) that a document keeps
 * by its address: the society's logo in the site details, a section's picture in a page's text. Only
 * our own uploads ("/api/files/<id>", as the upload answers it) or "" (none) are taken, so a page
 * never shows another site's picture and the Image CDN always has the original at hand.
 */

/** The field of the multipart form that carries the picture. */
export const UPLOADED_IMAGE_FIELD = "image";

export const UPLOADED_IMAGE_MESSAGES = {
  /** POST /api/images without a file. */
  missing: "Choose a picture to upload: a JPEG, PNG or WebP file in the form field image.",
  /** POST /api/images with a body that is not a form. */
  notAForm: "Send the picture as a multipart/form-data form with the file in the field image.",
  /** A document's picture that is not one of our uploads. */
  notUploaded: (label: string) =>
    `${label} must be a picture uploaded to this site (an address /api/files/... as the upload answers it), or empty.`,
} as const;

/** What POST /api/images answers: the uploaded picture's address. */
export const uploadedImageAnswer = z.object({ url: z.string() });
export type UploadedImageAnswer = z.infer<typeof uploadedImageAnswer>;

/** "" or one of our uploaded pictures' addresses; `label` names the field in the message. */
export const uploadedImageUrlOf = (label: string) =>
  z
    .string({ error: UPLOADED_IMAGE_MESSAGES.notUploaded(label) })
    .trim()
    .refine((value) => value === "" || isUploadedPhoto(value), { error: UPLOADED_IMAGE_MESSAGES.notUploaded(label) });

/** "" or one of our uploaded pictures' addresses ("/api/files/<id>"). */
export const uploadedImageUrl = uploadedImageUrlOf("The picture");
