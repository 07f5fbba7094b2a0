import { uploadMessages } from '#src/schemas/upload.ts';
import { UploadError, uploadLogo } from '#src/lib/upload-logo.ts';
import type { LogoUpload } from '#admin/components/logo-field.tsx';
import { endSession } from '#admin/lib/api-client.ts';
import { getToken } from '#admin/lib/session.ts';

// The admin's logo upload: src/lib/upload-logo.ts (chunked upload, the spec's
// checks and messages) with the stored token, progress in percent, and a
// refused session handled like every other 401.

export const uploadLogoFile: LogoUpload = async (file, onProgress) => {
  const token = getToken();
  if (!token) {
    endSession();
    throw new Error(uploadMessages.failed);
  }
  try {
    const { logo_url } = await uploadLogo(file, token, (fraction) => onProgress(fraction * 100));
    return logo_url;
  } catch (error) {
    if (error instanceof UploadError && error.status === 401) endSession();
    throw error;
  }
};
