// What other features use of the media feature (the upload queue, the preview dialog, downloads).
export {
  UploadQueueProvider,
  useUploadQueue,
  type UploadQueueApi,
  type UploadTarget,
} from './upload/UploadQueueProvider';
export {
  MediaPreviewProvider,
  useMediaPreview,
  type MediaPreviewApi,
  type MediaPreviewOptions,
} from './preview/MediaPreviewProvider';
export { downloadResource } from './download';
export { UPLOAD_ACCEPT } from './upload/uploadRunner';
export { MediaProviders } from './MediaProviders';
