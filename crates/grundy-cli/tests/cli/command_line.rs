//! The command line as a whole, apart from any one game: spreading a check over threads and
//! parts, help, suggestions, refusals, output that goes nowhere, installation aids.

use crate::common::{grundy, text};

#[test]
fn a_check_spread_over_jobs_and_parts_covers_the_same_cases() {
    let whole = grundy(&["check", "nim", "--exhaustive", "3"], b"");
    assert_eq!(text(&whole.stdout), "checked 164 cases, 0 disagreements\n");
    let jobs = grundy(&["check", "nim", "--exhaustive", "3", "--jobs", "2"], b"");
    assert_eq!(text(&jobs.stdout), text(&whole.stdout));
    let parts: Vec<String> = ["1/2", "2/2"]
        .iter()
        .map(|part| {
            let output = grundy(&["check", "nim", "--exhaustive", "3", "--shard", part], b"");
            assert!(output.status.success(), "{}", text(&output.stderr));
            text(&output.stdout)
        })
        .collect();
    assert_eq!(
        parts,
        [
            "checked 82 cases, 0 disagreements\n",
            "checked 82 cases, 0 disagreements\n"
        ]
    );
    let random = grundy(
        &[
            "check", "nim", "--cases", "300", "--jobs", "2", "--shard", "3/4",
        ],
        b"",
    );
    assert_eq!(text(&random.stdout), "checked 75 cases, 0 disagreements\n");
    let zero = grundy(&["check", "nim", "--jobs", "0"], b"");
    assert_eq!(zero.status.code(), Some(2));
    assert!(
        text(&zero.stderr).contains("at least 1 job"),
        "{}",
        text(&zero.stderr)
    );
}
