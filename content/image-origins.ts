/**
 * Where photos may come from: a post's image, an image in its text, the image loader and the
 * Content-Security-Policy all read this list (lib/image-origins.ts), so a photo the build accepts is
 * never blocked in the browser. Exact origins: https, host, no path.
 */
export const allowedImageOrigins: readonly string[] = ['https://images.unsplash.com'];

/**
 * The agency's own photos: files under this folder of `public/` (where the CMS's media library
 * saves uploads). The build turns each into light variants without camera metadata
 * (scripts/build/photos.ts), and the loader serves those instead of the file itself.
 */
export const localPhotoFolder = '/images/uploads/';
