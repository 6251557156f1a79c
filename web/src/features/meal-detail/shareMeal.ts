// spec §2 share: the device's share sheet with the title, a text giving the calories and the
// page's link; without one, the link is copied and the alert of spec §2 shows.
export interface ShareInput {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export async function shareMeal(input: ShareInput, copiedMessage: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(input);
      return "shared";
    } catch (error) {
      // The user closed the sheet: nothing else to do.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(input.url);
    window.alert(copiedMessage);
    return "copied";
  } catch {
    return "failed";
  }
}
