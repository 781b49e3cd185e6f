use std::sync::mpsc;

use super::*;

#[tokio::test]
async fn work_past_the_time_limit_answers_503_and_keeps_its_place_until_it_ends() {
    let work = Work::new(1, Duration::from_millis(50));
    let (release, released) = mpsc::channel::<()>();
    let (ended, has_ended) = mpsc::channel::<()>();
    let slow = work
        .run(move || {
            released.recv().expect("released");
            ended.send(()).expect("the test waits");
        })
        .await
        .expect_err("past the limit");
    assert_eq!(slow.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(slow.message.starts_with("timed out"), "{}", slow.message);
    // The slow job still runs, so the one place is taken.
    let busy = work.run(|| 1).await.expect_err("busy");
    assert!(busy.message.starts_with("busy"), "{}", busy.message);
    release.send(()).expect("the job waits");
    has_ended.recv().expect("the job ends");
    // Its place comes back once it has ended and dropped its permit.
    let mut tries = 0;
    let value = loop {
        match work.run(|| 1).await {
            Ok(value) => break value,
            Err(error) if tries < 100 => {
                assert!(error.message.starts_with("busy"), "{}", error.message);
                tries += 1;
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            Err(error) => panic!("the place never came back: {}", error.message),
        }
    };
    assert_eq!(value, 1);
}

#[tokio::test]
async fn a_panic_in_the_work_answers_500() {
    let work = Work::new(1, Duration::from_secs(10));
    let error = work
        .run(|| -> u32 { panic!("a bug") })
        .await
        .expect_err("a panic");
    assert_eq!(error.status, StatusCode::INTERNAL_SERVER_ERROR);
}
