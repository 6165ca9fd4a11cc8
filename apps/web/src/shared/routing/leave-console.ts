// Leaving the console on purpose (to Amazon's consent page, a payment page): the console asks "Leave
// site?" before an unload the seller may not have meant (closing the tab, reloading), but not before a
// navigation the seller just asked for.

let leavingOnPurpose = false;

/** Where the browser is sent (a property so tests can watch it; jsdom cannot navigate). */
export const consoleExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Sends the browser to `url` without the leave-site question. */
export function leaveConsoleFor(url: string): void {
  leavingOnPurpose = true;
  consoleExit.assign(url);
}

/** Whether the unload under way is one the seller asked for. */
export function isLeavingOnPurpose(): boolean {
  return leavingOnPurpose;
}

/** Back on the console (the browser's back button restored it): unloads ask again. */
export function stayInConsole(): void {
  leavingOnPurpose = false;
}
