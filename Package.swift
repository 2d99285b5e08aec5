// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LayoutKernel",
    products: [
        .library(name: "LayoutKernel", targets: ["LayoutKernel"]),
        .library(name: "LayoutAnchors", targets: ["LayoutAnchors"]),
        .library(name: "LayoutScene", targets: ["LayoutScene"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting", "LayoutTestingXCTest", "LayoutTestingSwiftTesting"]),
        // The C API (include/layoutkernel.h), as a shared and a static library.
        .library(name: "layoutkernel", type: .dynamic, targets: ["LayoutKernelC"]),
        .library(name: "layoutkernel-static", type: .static, targets: ["LayoutKernelC"]),
        .executable(name: "layout", targets: ["layout"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        // Atomic words for the kernel's ownership rule (a C header over clang builtins).
        .target(name: "LayoutKernelAtomics"),
        .target(name: "LayoutKernel", dependencies: ["LayoutKernelAtomics"]),
        .target(name: "LayoutAnchors", dependencies: ["LayoutKernel"]),
        // The C API: the header and its per-thread error message (C), the entry points (Swift).
        .target(name: "CLayoutKernel"),
        .target(name: "LayoutKernelC", dependencies: ["LayoutKernel", "CLayoutKernel"]),
        .target(name: "LayoutScene", dependencies: ["LayoutKernel", "LayoutAnchors"]),
        .target(name: "LayoutTesting", dependencies: ["LayoutAnchors", "LayoutScene"]),
        .target(name: "LayoutTestingXCTest", dependencies: ["LayoutTesting"]),
        .target(name: "LayoutTestingSwiftTesting", dependencies: ["LayoutTesting"]),
        .executableTarget(name: "layout", dependencies: ["LayoutKernel", "LayoutAnchors", "LayoutScene", "LayoutTesting"]),
        .executableTarget(name: "layout-bench", dependencies: ["LayoutKernel", "LayoutAnchors"]),
        .testTarget(name: "LayoutKernelTests", dependencies: ["LayoutKernel"]),
        .testTarget(name: "LayoutKernelCTests", dependencies: ["LayoutKernelC", "CLayoutKernel"]),
        // Views, anchors, stacks, scroll views, text and diagnostics: ordinary UIKit code against
        // the public API, one folder per theme.
        .testTarget(name: "LayoutAnchorsTests", dependencies: ["LayoutAnchors", "LayoutKernel"]),
        .testTarget(name: "LayoutSceneTests", dependencies: ["LayoutScene", "LayoutAnchors", "layout"]),
        .testTarget(name: "LayoutTestingTests",
                    dependencies: ["LayoutTesting", "LayoutTestingXCTest", "LayoutTestingSwiftTesting", "LayoutScene", "LayoutAnchors"],
                    exclude: ["__LayoutSnapshots__"]),
    ]
)
