import LayoutKernel

/// The anchors-layer workloads of BENCH.md (scroll_rows_N_*), filled in with LayoutAnchors.
func runAnchorWorkloads() {}
