import Foundation
import LayoutAnchors
import LayoutScene
import LayoutTesting
import XCTest

final class MatrixTests: XCTestCase {
    /// 6 phones x 2 orientations x 3 sizes x 2 directions = 72; 9 devices x 2 x 12 x 2 x 2
    /// keyboard states = 864.
    func testReadyMadeMatrices() {
        XCTAssertEqual(LayoutMatrix.allPhones.count, 72)
        XCTAssertEqual(LayoutMatrix.everything.count, 864)
        XCTAssertEqual(LayoutMatrix.smoke.count, 4)
        XCTAssertEqual(Set(LayoutMatrix.everything.environments).count, 864)
        XCTAssertEqual(LayoutMatrix.named("allPhones"), .allPhones)
        XCTAssertNil(LayoutMatrix.named("nope"))
    }

    /// The shards of a matrix are disjoint and together make the matrix, in order.
    func testShardsPartitionTheMatrix() {
        let matrix = LayoutMatrix.allPhones
        let shards = (1...5).map { matrix.shard(Shard(index: $0, count: 5)!) }
        XCTAssertEqual(shards.map(\.count), [15, 15, 14, 14, 14])  // 72 = 5 x 14 + 2
        let union = shards.flatMap(\.environments)
        XCTAssertEqual(Set(union), Set(matrix.environments))
        XCTAssertEqual(union.count, 72)
        XCTAssertEqual(shards[1].environments.first, matrix.environments[1])
    }

    func testShardParsing() {
        XCTAssertEqual(Shard(parsing: "2/4"), Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "x/2", "1", "1/2/3", ""] { XCTAssertNil(Shard(parsing: bad), bad) }
    }

    func testEnvironmentNames() {
        let environment = LayoutEnvironment(
            device: .iPhone15Pro, contentSizeCategory: .extraExtraExtraLarge,
            layoutDirection: .rightToLeft)
        XCTAssertEqual(environment.name, "iPhone 15 Pro portrait, XXXL, RTL")
        XCTAssertEqual(environment.fileName, "iPhone-15-Pro_portrait_XXXL_RTL")
        let pad = LayoutEnvironment(
            device: .iPadAir11, orientation: .landscape, contentSizeCategory: .accessibilityExtraExtraExtraLarge,
            keyboardShown: true)
        XCTAssertEqual(pad.name, "iPad Air 11\" landscape, AX5, LTR, keyboard")
        XCTAssertEqual(pad.fileName, "iPad-Air-11_landscape_AX5_LTR_keyboard")
    }

    /// A sample of the presets against the HIG table (points) and the simulator insets.
    func testPresetFigures() {
        XCTAssertEqual(Device.iPhoneSE3.size(in: .landscape), Size(width: 667, height: 375))
        XCTAssertEqual(Device.iPhone16Pro.portraitSize, Size(width: 402, height: 874))
        XCTAssertEqual(Device.iPhone16ProMax.safeAreaInsets(in: .landscape), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        XCTAssertEqual(Device.iPhone13mini.safeAreaInsets(in: .portrait), EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(Device.iPadPro13.size(in: .portrait), Size(width: 1032, height: 1376))
        XCTAssertEqual(Device.iPhone15Plus, Device.iPhone15ProMax)
        // Keyboard: 335 high at the bottom of the 852 pt screen -> y = 517.
        XCTAssertEqual(Device.iPhone15Pro.keyboardFrame(in: .portrait), Rect(x: 0, y: 517, width: 393, height: 335))
    }

    /// The system minimum margins follow the size class the engine derives from the window:
    /// a root view's leading margin is 16 pt in compact width, 20 in regular (plus the safe
    /// area inset on that side: 59 on the 15 Pro Max in landscape).
    func testMarginsFollowTheSizeClass() {
        let cases: [(LayoutEnvironment, Device.SizeClass, Double)] = [
            (LayoutEnvironment(device: .iPhoneSE3), .compact, 16),
            (LayoutEnvironment(device: .iPhoneSE3, orientation: .landscape), .compact, 16),
            (LayoutEnvironment(device: .iPhone16Pro, orientation: .landscape), .compact, 62 + 16),
            (LayoutEnvironment(device: .iPhone15ProMax, orientation: .landscape), .regular, 59 + 20),
            (LayoutEnvironment(device: .iPadMini), .regular, 20),
        ]
        for (environment, sizeClass, leading) in cases {
            XCTAssertEqual(environment.device.horizontalSizeClass(in: environment.orientation), sizeClass, environment.name)
            let window = environment.makeWindow()
            let controller = ViewController()
            window.rootViewController = controller
            window.layoutIfNeeded()
            XCTAssertEqual(controller.view.layoutMarginsGuide.layoutFrame.minX, leading, environment.name)
        }
    }

    /// A run reports every environment of its shard, in matrix order, from several threads.
    func testRunCoversTheShardInOrder() {
        let shard = Shard(index: 2, count: 3)!
        let report = LayoutCheck.run(.allPhones, shard: shard) { environment in environment.makeWindow() }
        XCTAssertEqual(report.environments.map(\.environment), LayoutMatrix.allPhones.shard(shard).environments)
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(report.environments.first?.summaryLine, "iPhone SE portrait, XS, RTL: 0 findings")
    }
}

final class ParallelRunTests: XCTestCase {
    /// Running the environments on several threads gives the same report and the same
    /// snapshots as running them one after another (each builds its own hierarchy).
    func testParallelAndSerialRunsAgree() throws {
        let scene = try exampleScene("000-forecast-layout-guides.json")
        var options = CheckOptions()
        options.checks = Set(CheckKind.allCases)  // the optional checks too, so there are findings to compare
        let build: @Sendable (LayoutEnvironment) -> Window = { SceneCheck.window(for: scene, in: $0) }
        let matrix = LayoutMatrix.allPhones.shard(Shard(index: 1, count: 6)!)  // 12 environments, every phone
        let parallel = LayoutCheck.run(matrix, options: options, parallel: true, build)
        let serial = LayoutCheck.run(matrix, options: options, parallel: false, build)
        XCTAssertEqual(parallel.summary, serial.summary)
        XCTAssertFalse(parallel.isClean, "the 22x22 info button is a small tap target")
        let texts = LayoutCheck.map(matrix, parallel: true, build: build) { _, window in LayoutSnapshot.text(of: window) }
        let serialTexts = LayoutCheck.map(matrix, parallel: false, build: build) { _, window in LayoutSnapshot.text(of: window) }
        XCTAssertEqual(texts, serialTexts)
    }
}

final class EnvironmentVariableTests: XCTestCase {
    /// LAYOUT_SHARD picks the helpers' shard, LAYOUT_RECORD turns record mode on; a
    /// malformed shard means the whole matrix.
    func testShardAndRecordVariables() {
        let saved = ["LAYOUT_SHARD", "LAYOUT_RECORD"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer {  // as the run had them (a sharded or recording run keeps its settings)
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        unsetenv("LAYOUT_RECORD")
        setenv("LAYOUT_SHARD", "2/3", 1)
        XCTAssertEqual(SnapshotStore.shardFromEnvironment, Shard(index: 2, count: 3))
        setenv("LAYOUT_SHARD", "4/3", 1)
        XCTAssertEqual(SnapshotStore.shardFromEnvironment, .all)
        XCTAssertFalse(SnapshotStore.recordModeFromEnvironment)
        setenv("LAYOUT_RECORD", "1", 1)
        XCTAssertTrue(SnapshotStore.recordModeFromEnvironment)
        XCTAssertFalse(SnapshotStore(filePath: "/tmp/x.swift", testName: "t", record: false).isRecording, "the parameter wins")
    }
}
