// Everything is in include/LayoutKernelAtomics.h (static inline); SwiftPM needs one source.
