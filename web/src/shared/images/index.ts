export {
  checkImageFile,
  fitInside,
  GIF_KEEP_MAX_BYTES,
  IMAGE_PICKER_ACCEPT,
  IMAGE_UPLOAD_MESSAGES,
  ImageUploadError,
  prepareImageUpload,
  UPLOAD_MAX_SIDE,
  type PreparedImage,
} from './prepare-image-upload';
