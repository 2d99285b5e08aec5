// Layout issues are printed to standard error unless the window or the caller turns it off;
// either way they are recorded.

import LayoutAnchors
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class IssueLoggingTests: XCTestCase {
    /// What `body` writes to file descriptor 2 (small outputs only: one pipe buffer).
    private func standardError(of body: () -> Void) -> String {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let saved = dup(2)
        dup2(ends[1], 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(ends[0])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A root view with a box whose width is both 100 and 200: one unsatisfiable issue.
    private func conflictingLayout() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
        ])
        return root
    }

    func testIssuesArePrintedByDefault() {
        let root = conflictingLayout()
        let output = standardError { root.layoutIfNeeded() }
        XCTAssertTrue(output.hasPrefix("Unable to simultaneously satisfy constraints."), output)
        XCTAssertEqual(root.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 1)
    }

    func testLoggingDisabledRecordsButDoesNotPrint() {
        let root = conflictingLayout()
        let output = standardError { LayoutIssue.withLoggingDisabled { root.layoutIfNeeded() } }
        XCTAssertEqual(output, "")
        XCTAssertEqual(root.layoutIssues.map(\.kind), [.unsatisfiable])
    }

    func testLoggingIsBackOnAfterTheScope() {
        let first = conflictingLayout(), second = conflictingLayout()
        LayoutIssue.withLoggingDisabled { first.layoutIfNeeded() }
        let output = standardError { second.layoutIfNeeded() }
        XCTAssertFalse(output.isEmpty)
    }

    func testWindowSwitchSilencesItsHierarchyOnly() {
        let window = Window(size: Size(width: 320, height: 480))
        window.logsLayoutIssues = false
        let root = conflictingLayout()
        root.translatesAutoresizingMaskIntoConstraints = true
        window.addSubview(root)
        let output = standardError { window.layoutIfNeeded() }
        XCTAssertEqual(output, "")
        XCTAssertEqual(window.layoutIssues.filter { $0.kind == .unsatisfiable }.count, 1)
    }
}
