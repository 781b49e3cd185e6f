//! `grundy serve`: the binary listens where it says, and answers the page and the API there.
//! (The API itself is tested in crates/grundy-web/tests; the page in web-tests/.)

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

/// The server, stopped when dropped.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// One HTTP/1.1 request to `address`, answered whole (the connection is closed after it).
fn request(address: &str, head: &str, body: &str) -> String {
    let mut stream = TcpStream::connect(address).expect("the server accepts");
    write!(
        stream,
        "{head} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    answer
}

#[test]
fn serve_on_port_0_prints_its_address_and_answers_there() {
    let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["serve", "--port", "0"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut server = Server(child);
    let mut line = String::new();
    BufReader::new(server.0.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("a line");
    let address = line
        .strip_prefix("grundy serve: listening on http://")
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("not the address line: {line}"));
    assert!(address.starts_with("127.0.0.1:"), "{address}");

    let page = request(address, "GET /", "");
    assert!(page.starts_with("HTTP/1.1 200 OK\r\n"), "{page}");
    assert!(page.contains("<title>grundy playground</title>"), "{page}");
    let solved = request(
        address,
        "POST /api/solve",
        r#"{"game": "path-marking", "input": "1\n4\n1 2\n2 3\n3 4\n"}"#,
    );
    assert!(solved.starts_with("HTTP/1.1 200 OK\r\n"), "{solved}");
    assert!(solved.ends_with(r#"{"output":"Play now\n"}"#), "{solved}");
}
