/** The first step of every media page's breadcrumb trail. */
export const MEDIA_TRAIL = { name: 'Media', path: '/media' };
