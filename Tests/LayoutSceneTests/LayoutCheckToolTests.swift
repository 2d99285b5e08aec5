import Foundation
import XCTest

/// `layout check` end to end: summary lines, findings, exit statuses.
final class LayoutCheckToolTests: XCTestCase {
    /// box.width == 100 and box.width == 200, both required.
    private let conflict = """
        { "window": { "size": [390, 844] },
          "root": { "id": "view", "subviews": [ { "id": "box" } ] },
          "constraints": [ "box.top == view.top", "box.leading == view.leading", "box.height == 10",
                           "box.width == 100", "box.width == 200" ] }
        """

    func testConflictExitsOneInUIKitsWords() throws {
        let result = try run(["check", "-", "--matrix", "smoke"], input: conflict)
        XCTAssertEqual(result.status, 1, result.err)
        XCTAssertTrue(result.out.hasPrefix("iPhone SE portrait, L, LTR: 1 finding\n"), result.out)
        XCTAssertTrue(
            result.out.contains(
                "[unsatisfiable] box: Unable to simultaneously satisfy constraints: broke box.width == 200, which conflicts with box.width == 100 (iPhone SE portrait, L, LTR)"
            ),
            result.out)
    }

    /// Seed 000's 22x22 info button is under 44x44: found when the optional checks are on.
    func testOptionalChecks() throws {
        let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/000-forecast-layout-guides.json").path
        let result = try run(["check", scene, "--matrix", "smoke", "--checks", "all"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.contains("[smallTapTarget] infoButton: tap target is 22x22 pt, smaller than 44x44 (iPhone SE portrait, L, LTR)"),
            result.out)
    }

    func testEveryExampleSceneIsClean() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(scenes.count, 5)  // the five seeds and any later example
        for scene in scenes {
            let result = try run(["check", examples.appendingPathComponent(scene).path])
            XCTAssertEqual(result.status, 0, "\(scene): \(result.out)\(result.err)")
            XCTAssertEqual(result.out.split(separator: "\n").count, 72, scene)  // one line per environment of allPhones
        }
    }

    func testShardJSONAndBadInput() throws {
        let sharded = try run(["check", "-", "--matrix", "smoke", "--shard", "2/2", "--json"], input: conflict)
        XCTAssertEqual(sharded.status, 1)
        XCTAssertTrue(sharded.out.contains("\"findingCount\" : 2"), sharded.out)  // environments 2 and 4 of 4
        XCTAssertTrue(sharded.out.contains("\"name\" : \"iPhone SE portrait, AX5, LTR\""), sharded.out)
        let bad = try run(
            ["check", "-"],
            input: "{ \"window\": { \"size\": [390, 844] }, \"root\": { \"id\": \"v\" }, \"constraints\": [\"nope.top == v.top\"] }")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("unknown view or guide 'nope'"), bad.err)
        XCTAssertEqual(try run(["check", "/nonexistent/scene.json"]).status, 2)
        XCTAssertEqual(try run(["check", "-", "--shard", "3/2"], input: conflict).status, 2)
        XCTAssertEqual(try run(["check", "-", "--matrix", "nope"], input: conflict).status, 2)
        XCTAssertEqual(try run(["check", "-", "--checks", "clipped,nope"], input: conflict).status, 2)
        // Only the checks asked for: the conflict is not reported by the clipping check.
        XCTAssertEqual(try run(["check", "-", "--matrix", "smoke", "--checks", "clipped,offScreen"], input: conflict).status, 0)
        for arguments in [["check", "--help"], ["help", "check"]] {
            let help = try run(arguments)
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.out.hasPrefix("usage: layout check"), help.out)
        }
    }
}
