/**
 * The QR encoder alone: the package's main entry also brings its canvas, PNG and terminal
 * renderers, which the page does not use (it draws its own SVG).
 */
declare module "qrcode/lib/core/qrcode" {
  export { create } from "qrcode";
}
