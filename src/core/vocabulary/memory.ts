/** Sizes of memory the texts count in: a counter of pages is this many bytes a page (x86-64 and most arm64 kernels). */
export const PAGE_SIZE = 4096;
