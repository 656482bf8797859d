/** The fixed site header's height; the page layout pads its top by the same amount. */
export const headerHeight = '4rem';
