// A multipart/form-data body with one file in the field `file`, for app.inject.
export function multipartFile(filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----tremplin-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
