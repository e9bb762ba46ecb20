import { executivesInput } from "../../domain/executives";
import { executivesCollection } from "../collections";
import { crudRoutes } from "../crud";
import { resource } from "../http";
import { withLiteralPaths } from "../literal-paths";
import { uploadedImage } from "../uploaded-image";

const image = uploadedImage();

const executives = crudRoutes({
  area: "content",
  collection: executivesCollection,
  input: executivesInput,
  noun: "Executive",
  files: image.files,
  async toRecord(body, { files }, current) {
    return { ...body, image: await image.imageFor(files, body.name, current) };
  },
  afterWrite: image.afterWrite,
});

/** /api/executives, /api/executives/{id} and the spec's list path (it only lists). */
export const executivesHandler = withLiteralPaths(
  resource({
    GET: executives.list,
    "GET :id": executives.get,
    POST: image.guard(executives.create),
    "PUT :id": image.guard(executives.update),
    "DELETE :id": executives.remove,
  }),
  { "/api/executives/get": resource({ GET: executives.list }) },
);
