@_exported import LayoutKernel
