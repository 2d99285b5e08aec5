import Foundation
import LayoutAnchors
import LayoutTesting
import XCTest

final class SnapshotTests: XCTestCase {
    /// One changed line with one line of context: the hunk starts at line 2 on both sides
    /// and covers 3 lines of each (b, c / X, d).
    func testUnifiedDiff() {
        let diff = LineDiff.unified(expected: "a\nb\nc\nd\n", actual: "a\nb\nX\nd\n", context: 1)
        XCTAssertEqual(diff, "--- expected\n+++ actual\n@@ -2,3 +2,3 @@\n b\n-c\n+X\n d")
        XCTAssertEqual(LineDiff.unified(expected: "same\n", actual: "same\n"), "")
    }

    /// Two changes 8 lines apart with 3 lines of context make two hunks; a line added at the
    /// end reports the old side's count.
    func testSeparateHunksAndAppendedLine() {
        let old = (1...12).map(String.init).joined(separator: "\n")
        var lines = (1...12).map(String.init)
        lines[0] = "one"
        lines[9] = "ten"
        let diff = LineDiff.unified(expected: old, actual: lines.joined(separator: "\n"))
        XCTAssertEqual(
            diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") },
            ["@@ -1,4 +1,4 @@", "@@ -7,6 +7,6 @@"])
        XCTAssertEqual(LineDiff.unified(expected: "a\n", actual: "a\nb\n"), "--- expected\n+++ actual\n@@ -1,1 +1,2 @@\n a\n+b")
    }

    /// iPhone SE portrait (375x667 @2x, status bar 20): the root view's leading margin is the
    /// compact minimum 16. The box sits 10 below the safe area top: y 30. "Hi" in body 17 pt
    /// is 2 x 8.5 = 17 wide and 1.2 x 17 = 20.4 high; its bottom 120.4 rounds to 120.5 on the
    /// half-point grid, so 20.5 high.
    func testSnapshotText() {
        let environment = LayoutEnvironment(device: .iPhoneSE3)
        let window = environment.makeWindow()
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let box = View(), label = Label(text: "Hi")
        box.identifier = "box"
        for view in [box, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        ])
        XCTAssertEqual(
            LayoutSnapshot.text(of: window),
            """
            window 375x667 @2x, safe area (20, 0, 0, 0), L, LTR
            (0, 0, 375, 667) Window
              (0, 0, 375, 667) View
                (16, 30, 100, 50) View box
                (16, 100, 17, 20.5) Label "Hi"

            """)
    }

    /// A missing reference is recorded and fails; the same text then passes; a change fails
    /// with the diff and draws both layouts; record mode rewrites and passes.
    func testStoreLifecycle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-snapshots-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("MyTests.swift").path
        let store = SnapshotStore(filePath: testFile, testName: "testScreen()", record: false)
        XCTAssertEqual(store.path(for: "env"), folder.path + "/__LayoutSnapshots__/testScreen/env.txt")
        let first = "window 10x10 @2x\n(0, 0, 10, 10) Window\n  (1, 1, 2, 2) View a\n"
        XCTAssertNotNil(store.verify(first, fileName: "env", title: "env"))
        XCTAssertNil(store.verify(first, fileName: "env", title: "env"))
        let changed = first.replacingOccurrences(of: "(1, 1, 2, 2)", with: "(1, 1, 3, 2)")
        let failure = try XCTUnwrap(store.verify(changed, fileName: "env", title: "env"))
        XCTAssertTrue(failure.contains("-  (1, 1, 2, 2) View a\n+  (1, 1, 3, 2) View a"), failure)
        let expectedSVG = try String(contentsOfFile: folder.path + "/__LayoutSnapshots__/testScreen/env.expected.svg", encoding: .utf8)
        let actualSVG = try String(contentsOfFile: folder.path + "/__LayoutSnapshots__/testScreen/env.actual.svg", encoding: .utf8)
        // The view at (1, 1) is drawn 20 right and 44 down (the picture's margins), 2 or 3 wide.
        XCTAssertTrue(expectedSVG.contains("x=\"21\" y=\"45\" width=\"2\" height=\"2\""), expectedSVG)
        XCTAssertTrue(actualSVG.contains("x=\"21\" y=\"45\" width=\"3\" height=\"2\""), actualSVG)
        let recorder = SnapshotStore(filePath: testFile, testName: "testScreen", record: true)
        XCTAssertNil(recorder.verify(changed, fileName: "env", title: "env"))
        XCTAssertNil(store.verify(changed, fileName: "env", title: "env"))
    }
}

final class LargeDiffTests: XCTestCase {
    /// 3000 changed lines between 2 equal ones on each side: beyond the table limit
    /// (3001 x 3001 cells > 4 000 000) the middle is all removed then all added, in one hunk
    /// from line 1 (2 + 3000 + 2 = 3004 lines on each side).
    func testHugeChangeStaysLinear() {
        let old = ["a", "b"] + (0..<3000).map { "old \($0)" } + ["y", "z"]
        let new = ["a", "b"] + (0..<3000).map { "new \($0)" } + ["y", "z"]
        let diff = LineDiff.unified(expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n"))
        let lines = diff.components(separatedBy: "\n")
        XCTAssertEqual(lines[2], "@@ -1,3004 +1,3004 @@")
        XCTAssertEqual(lines[5], "-old 0")
        XCTAssertEqual(lines[5 + 3000], "+new 0")
    }
}
