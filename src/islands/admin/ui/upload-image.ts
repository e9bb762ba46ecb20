import { UPLOADED_IMAGE_FIELD, uploadedImageAnswer } from "../../../domain/uploaded-image";
import { api } from "./api";

/**
 * Uploads a picture for a document that keeps it by its address (the site details' logo, a page
 * section's picture): POST /api/images with the panel's token, as every call. Answers the picture's
 * address ("/api/files/<id>") for the form to keep until its own save; throws an Error (an
 * ApiError) with the server's message when the picture is refused (not JPEG, PNG or WebP, too
 * large) or the call fails.
 *
 *   const url = await uploadImage(file);
 *   form.set("logo", url);
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOADED_IMAGE_FIELD, file, file.name);
  const { url } = await api.send("POST", "/api/images", { form, schema: uploadedImageAnswer });
  return url;
}
