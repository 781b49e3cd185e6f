//! `grundy solve` reads the same bytes however they come: a FILE argument or standard input
//! redirected from a file (both mapped into memory), a pipe (read), and standard input that a
//! program before grundy has read partway (read from where it stands, not from the file's start).

use std::fs::File;
use std::io::Read;
use std::process::{Command, Output, Stdio};

use crate::common::{grundy, input_file, text};

/// Runs `grundy arguments` with standard input taken from `stdin`.
fn grundy_with(arguments: &[&str], stdin: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(arguments)
        .stdin(stdin)
        .output()
        .expect("the binary runs")
}

/// Exit status, standard output and standard error, to compare runs whole.
fn outcome(output: &Output) -> (Option<i32>, String, String) {
    (
        output.status.code(),
        text(&output.stdout),
        text(&output.stderr),
    )
}

#[test]
fn a_file_standard_input_from_a_file_and_a_pipe_give_the_same_outcome() {
    let inputs = [
        // Two tests: the first player wins the first, loses the second.
        "2\n3\n1 2 3\n2\n5 6\n",
        // The second test is bad: its line is named the same way from every source.
        "2\n1\n7\n2\n5 x\n",
        // An empty file (which is not mapped) and one of separators only.
        "",
        " \n\n",
    ];
    for (index, input) in inputs.iter().enumerate() {
        let path = input_file(&format!("source-{index}.in"), input);
        let path_text = path.to_str().expect("a UTF-8 path");
        for report in [None, Some("--explain"), Some("--json")] {
            let mut arguments = vec!["solve", "nim"];
            arguments.extend(report);
            let piped = outcome(&grundy(&arguments, input.as_bytes()));
            let redirected = outcome(&grundy_with(
                &arguments,
                Stdio::from(File::open(&path).expect("the file opens")),
            ));
            assert_eq!(redirected, piped, "{input:?} {report:?}: redirected");
            let mut with_file = arguments.clone();
            with_file.push(path_text);
            let named = outcome(&grundy_with(&with_file, Stdio::null()));
            assert_eq!(named, piped, "{input:?} {report:?}: FILE");
        }
    }
}

#[test]
fn standard_input_read_partway_is_read_from_where_it_stands() {
    // A program before grundy read the first line of the file; grundy must answer the rest.
    let rest = "1\n3\n1 2 3\n";
    let path = input_file("partway.in", &format!("a header line\n{rest}"));
    let mut file = File::open(&path).expect("the file opens");
    let mut header = [0u8; 14];
    file.read_exact(&mut header).expect("the header is read");
    assert_eq!(&header, b"a header line\n");
    let partway = outcome(&grundy_with(&["solve", "nim"], Stdio::from(file)));
    let expected = outcome(&grundy(&["solve", "nim"], rest.as_bytes()));
    assert_eq!(partway, expected);
    assert_eq!(partway.0, Some(0), "{}", partway.2);
}
