import Foundation
import LayoutAnchors
import LayoutTesting
import LayoutTestingSwiftTesting
import Testing

/// `expectLayoutSnapshot` (Swift Testing): records, then passes on the same layout, and
/// records an issue for a missing reference or for each finding; snapshots go to a temporary
/// folder. (A changed layout is left to the snapshot store's own tests: as a known issue here
/// Swift Testing would print its whole diff in every passing run.)
@Suite struct SwiftTestingSnapshotHelperTests {
    /// A fake test file path in a fresh temporary folder, so `__LayoutSnapshots__` lands there.
    private func temporaryTestFile() throws -> (file: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-testing-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder.appendingPathComponent("FakeTests.swift").path, folder)
    }

    /// A screen with one card of the given width at the top left of the safe area's margins.
    private static func cardScreen(width: Double) -> @Sendable (LayoutEnvironment) -> Window {
        { environment in
            let window = environment.makeWindow()
            let controller = ViewController()
            window.rootViewController = controller
            let card = View()
            card.identifier = "card"
            card.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(card)
            LayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                card.widthAnchor.constraint(equalToConstant: width),
                card.heightAnchor.constraint(equalToConstant: 50),
            ])
            return window
        }
    }

    @Test func recordsThenMatchesTheSameLayout() throws {
        let (file, folder) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        expectLayoutSnapshot(matrix: LayoutMatrix([phone]), record: true, testName: "card()", filePath: file, Self.cardScreen(width: 100))
        let stored = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("__LayoutSnapshots__/card").path)
        #expect(stored.count == 1)
        // The same layout compared against the recording: no issue.
        expectLayoutSnapshot(matrix: LayoutMatrix([phone]), record: false, testName: "card()", filePath: file, Self.cardScreen(width: 100))
    }

    @Test func aMissingReferenceIsAnIssue() throws {
        let (file, folder) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            expectLayoutSnapshot(
                matrix: LayoutMatrix([phone]), record: false, testName: "card()", filePath: file, Self.cardScreen(width: 100))
        }
    }

    @Test func findingsAreIssuesToo() throws {
        let (file, folder) = try temporaryTestFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            expectLayoutSnapshot(
                matrix: LayoutMatrix([phone]), record: true, checks: CheckOptions(), testName: "overhang()",
                filePath: file, overhangingScreen)
        }
    }
}
