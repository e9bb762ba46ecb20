import { paymentDetailsInput } from "../../domain/payment-details";
import { paymentDetailsCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { resource } from "../api/handler";
import { withLiteralPaths } from "../api/literal-paths";

/**
 * Reads are public: the membership page shows the bank details people pay their fees into. The
 * admin panel sends its token on reads too; it is accepted and not needed. Writes are admin-only.
 */
const paymentDetails = crudRoutes({
  area: "membership",
  collection: paymentDetailsCollection,
  input: paymentDetailsInput,
  noun: "Payment details",
});

/** /api/payment-details, /api/payment-details/{id} and the spec's list and create paths. */
export const paymentDetailsHandler = withLiteralPaths(
  resource({
    GET: paymentDetails.list,
    "GET :id": paymentDetails.get,
    POST: paymentDetails.create,
    "PUT :id": paymentDetails.update,
    "DELETE :id": paymentDetails.remove,
  }),
  {
    "/api/payment-details/get": resource({ GET: paymentDetails.list }),
    "/api/payment-details/create": resource({ POST: paymentDetails.create }),
  },
);
