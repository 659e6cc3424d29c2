/**
 * A failure the portal words itself, thrown by a FormDialog's `submit` before anything is sent (e.g. "Wait
 * until the file has been uploaded."): the dialog tells its message as it is, where it tells failures.
 */
export class FormFailure extends Error {}
