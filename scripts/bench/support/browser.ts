import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "../../lib/chromium";

export { CHROMIUM_PATH } from "../../lib/chromium";

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
