// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LayoutKernel",
    products: [
        .library(name: "LayoutKernel", targets: ["LayoutKernel"]),
        .library(name: "LayoutAnchors", targets: ["LayoutAnchors"]),
        .library(name: "LayoutScene", targets: ["LayoutScene"]),
        .executable(name: "layout", targets: ["layout"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        .target(name: "LayoutKernel"),
        .target(name: "LayoutAnchors", dependencies: ["LayoutKernel"]),
        .target(name: "LayoutScene", dependencies: ["LayoutKernel", "LayoutAnchors"]),
        .executableTarget(name: "layout", dependencies: ["LayoutKernel", "LayoutAnchors", "LayoutScene"]),
        .executableTarget(name: "layout-bench", dependencies: ["LayoutKernel", "LayoutAnchors"]),
        .testTarget(name: "LayoutKernelTests", dependencies: ["LayoutKernel"]),
        .testTarget(name: "ScrollScenarioTests", dependencies: ["LayoutAnchors", "LayoutKernel"]),
        .testTarget(name: "LayoutSceneTests", dependencies: ["LayoutScene", "LayoutAnchors", "layout"]),
    ]
)
