import { DOWNLOAD_RETRY_MS, type Resource } from '@stride/contracts';
import i18next from 'i18next';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { fetchResource } from './mediaApi';

/** How a failed download is told: the shell's snackbar, registered by MediaPreviewProvider. */
type Notify = (text: string) => void;
let notifyFailure: Notify = (text) => console.warn(text);

export function setDownloadFailureNotifier(notify: Notify | null): void {
  notifyFailure = notify ?? ((text) => console.warn(text));
}

/** Waits; the tests replace it to skip the 5 s. */
export const downloadTiming = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** The file is there: a ranged GET of its first byte answers (the link is signed, no token needed). */
async function isAvailable(resource: Resource): Promise<boolean> {
  if (resource.processing) return false;
  try {
    const response = await fetch(resource.fileUrl, { headers: { Range: 'bytes=0-0' } });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

class NotReadyError extends Error {}

/** The browser saves the file: an <a download> of the link with ?download=1 (an attachment answer). */
function save(resource: Resource): void {
  const anchor = document.createElement('a');
  anchor.href = `${resource.fileUrl}${resource.fileUrl.includes('?') ? '&' : '?'}download=1`;
  anchor.download = resource.name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Downloads a resource (spec 002, Downloads): when the file is not ready (still processing, or its link
 * answers 404) the resource is read again (GET /ml/resources/{id}: a fresh link) and the check retried
 * once after DOWNLOAD_RETRY_MS; then the browser saves it. A failure shows "Please try again! <message>"
 * in the snackbar; the promise itself never rejects.
 */
export async function downloadResource(resource: Resource): Promise<void> {
  try {
    let current = resource;
    if (!(await isAvailable(current))) {
      await downloadTiming.wait(DOWNLOAD_RETRY_MS);
      current = await fetchResource(resource.id);
      if (!(await isAvailable(current))) throw new NotReadyError(i18next.t('media.downloadNotReady'));
    }
    save(current);
  } catch (error) {
    notifyFailure(
      error instanceof ApiError
        ? errorMessage(error, i18next.t)
        : i18next.t('errors.tryAgain', { message: error instanceof Error ? error.message : String(error) }),
    );
  }
}
