/** The notification panel's sizes (spec 002 section 2); its timings are the contracts' (section 9). */
export const PANEL_WIDTH = 448;
export const SETTINGS_DIALOG_WIDTH = 390;
