import LayoutKernel
print("bench")
