// swift-tools-version:5.4
// libFuzzer targets over the main package (see Scripts/fuzz). Built with
// `-sanitize=fuzzer,address -parse-as-library`; each executable defines
// `LLVMFuzzerTestOneInput`, and libFuzzer supplies `main`. Tools version 5.4 on purpose: from
// 5.5 on, SwiftPM links an executable target's entry point as `<Target>_main`, which a
// `-parse-as-library` fuzzer does not have.
import PackageDescription

let mainPackage = "LayoutKernel"

func fuzzer(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: mainPackage) }
    )
}

let package = Package(
    name: "LayoutFuzz",
    dependencies: [.package(name: "LayoutKernel", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        fuzzer("FuzzSolver", ["LayoutKernel"]),
        fuzzer("FuzzVisualFormat", ["LayoutAnchors"]),
        fuzzer("FuzzScene", ["LayoutScene", "LayoutAnchors"]),
        fuzzer("FuzzSolveProgram", ["LayoutScene", "LayoutKernel"]),
        fuzzer("FuzzAnchors", ["LayoutAnchors"]),
        fuzzer("FuzzLists", ["LayoutAnchors"]),
        fuzzer("FuzzCAPI", ["layoutkernel-static"]),
    ]
)
