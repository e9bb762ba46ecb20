import { paymentDetailsInput } from "../../domain/payment-details";
import { paymentDetailsCollection } from "../collections";
import { crudRoutes } from "../crud";
import { resource } from "../http";
import { literalPathWords } from "../literal-paths";

/**
 * Reads are public: the membership page shows the bank details people pay their fees into. The
 * admin panel sends its token on reads too; it is accepted and not needed. Writes are admin-only.
 */
const paymentDetails = crudRoutes({
  collection: paymentDetailsCollection,
  input: paymentDetailsInput,
  noun: "Payment details",
});

export const paymentDetailsHandler = literalPathWords(
  resource({
    GET: paymentDetails.list,
    "GET :id": paymentDetails.get,
    POST: paymentDetails.create,
    "PUT :id": paymentDetails.update,
    "DELETE :id": paymentDetails.remove,
  }),
  { get: "GET", create: "POST" },
);

/** GET /api/payment-details/get, the spec's list path. */
export const paymentDetailsGetHandler = resource({ GET: paymentDetails.list });
/** POST /api/payment-details/create, the spec's create path. */
export const paymentDetailsCreateHandler = resource({ POST: paymentDetails.create });
