import { executivesInput } from "../../domain/executives";
import { executivesCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { resource } from "../api/handler";
import { withLiteralPaths } from "../api/literal-paths";
import { uploadedImage } from "../api/uploaded-file";

const image = uploadedImage();

const executives = crudRoutes({
  area: "content",
  collection: executivesCollection,
  input: executivesInput,
  noun: "Executive",
  files: image.files,
  async toRecord(body, { files }, current) {
    return { ...body, image: await image.urlFor(files, body.name, current) };
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
