import LayoutKernel
import XCTest

/// Random sessions of solver calls checked against `ReferenceModel` (a dense LP, no code
/// shared with the solver): which adds and constant changes are refused, that the refused
/// constraint is the one of the call, that a refusal changes nothing, that every required
/// constraint holds, and that every priority level's weighted error equals the reference
/// optimum (values may differ where the optimum is not unique; the objective may not).
final class OracleSessionTests: XCTestCase {
    func testRandomSessionsAgreeWithTheDenseReference() throws {
        var checks = 0
        for seed in UInt64(1)...2000 {
            var session = OracleSession(seed: seed)
            checks += try session.run(steps: 8)
        }
        // Each step is checked; a session that ran no check would prove nothing.
        XCTAssertGreaterThan(checks, 2000 * 6)
    }
}
