import { useDialogChange } from '../../app/forms/useDialogChange';
import { LIBRARY_KEY } from './libraryQueries';

/**
 * One change from a library dialog (app/forms/useDialogChange): success confirms, closes the dialog and
 * reloads the library; a failure is told in the dialog.
 */
export const useLibraryChange = (onClose: () => void) => useDialogChange(onClose, LIBRARY_KEY);
