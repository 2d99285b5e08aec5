import Foundation

/// The findings of one environment.
public struct EnvironmentReport: Sendable {
    /// The environment.
    public var environment: LayoutEnvironment
    /// What the checks found (waived findings left out), in check order.
    public var findings: [Finding]

    /// "iPhone 15 Pro portrait, XXXL, RTL: 0 findings".
    public var summaryLine: String {
        "\(environment.name): \(findings.count) finding\(findings.count == 1 ? "" : "s")"
    }
}

/// What `LayoutCheck.run` found: one report per environment, in matrix order.
public struct LayoutReport: Sendable {
    /// One per environment checked.
    public var environments: [EnvironmentReport]

    /// Every finding, environment by environment.
    public var findings: [Finding] { environments.flatMap(\.findings) }

    /// True when nothing was found.
    public var isClean: Bool { environments.allSatisfy { $0.findings.isEmpty } }

    /// One summary line per environment, then every finding (one line each).
    public var summary: String {
        var lines = environments.map(\.summaryLine)
        let all = findings
        if !all.isEmpty {
            lines.append("")
            lines += all.map(\.description)
        }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON (sorted keys): `{"environments": [{"name", "findings": [...]}], "findingCount"}`.
    public var json: String {
        struct Entry: Encodable { var name: String; var findings: [Finding] }
        struct Document: Encodable { var environments: [Entry]; var findingCount: Int }
        let document = Document(
            environments: environments.map { Entry(name: $0.environment.name, findings: $0.findings) },
            findingCount: findings.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
