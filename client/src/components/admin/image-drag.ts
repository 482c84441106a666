/** The drag data type of a product-image tile, so that a tile dropped on the drop zone is no upload. */
export const IMAGE_DRAG_TYPE = 'application/x-weft-image-index';
