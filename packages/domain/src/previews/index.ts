/** A skin page's share image: what it shows, its versioned address, and its drawing as SVG. */
export * from './share-image';
export * from './share-image-svg';
